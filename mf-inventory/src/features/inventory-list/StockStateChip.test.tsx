import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/renderScreen';
import { StockStateChip } from './StockStateChip';

describe('StockStateChip', () => {
  it('says Out of stock and Low stock in words, in the merchant’s language', () => {
    renderScreen(
      <>
        <StockStateChip state="outOfStock" />
        <StockStateChip state="lowStock" />
      </>,
      { locale: 'es-AR' },
    );
    expect(screen.getByText('Sin stock')).toBeInTheDocument();
    expect(screen.getByText('Stock bajo')).toBeInTheDocument();
  });

  it('shows nothing for a product never stocked or in stock', () => {
    const { container } = renderScreen(
      <>
        <StockStateChip state="noStockYet" />
        <StockStateChip state="inStock" />
      </>,
    );
    expect(container.querySelector('.MuiChip-root')).toBeNull();
  });
});
