import { render, screen } from '@testing-library/react';
import { LazyImage } from './LazyImage';

describe('LazyImage', () => {
  it('keeps its room with its intrinsic size and loads only when the reader nears it', () => {
    render(
      <LazyImage src="/logo.svg" alt="DHL logo" width={160} height={64} sx={{ objectFit: 'contain' }} />,
    );
    const image = screen.getByRole('img', { name: 'DHL logo' });
    expect(image).toHaveAttribute('src', '/logo.svg');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '64');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveStyle({ display: 'block', objectFit: 'contain' });
  });
});
