import { render, screen, within } from '@testing-library/react';
import { ArticlePage } from './ArticlePage';

describe('ArticlePage', () => {
  it('is one article named by its h1', () => {
    render(
      <ArticlePage titleId="terms-title" title="Terms and conditions">
        <p>These terms govern the service.</p>
      </ArticlePage>,
    );
    const article = screen.getByRole('article', { name: 'Terms and conditions' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveAttribute('id', 'terms-title');
    expect(within(article).getByText('These terms govern the service.')).toBeInTheDocument();
  });
});
