import { render, screen, within } from '@testing-library/react';
import { PageHero } from './PageHero';

describe('PageHero', () => {
  it('is a region named by its one h1, with the eyebrow, the subtitle and what the page adds', () => {
    render(
      <PageHero titleId="demo-title" eyebrow="Carriers" title="100+ carriers" subtitle="Ship anywhere.">
        <a href="/contact">Talk to us</a>
      </PageHero>,
    );
    const hero = screen.getByRole('region', { name: '100+ carriers' });
    const title = within(hero).getByRole('heading', { level: 1 });
    expect(title).toHaveAttribute('id', 'demo-title');
    expect(hero).toHaveAttribute('aria-labelledby', 'demo-title');
    expect(Array.from(hero.querySelectorAll('p, h1, a'), (node) => node.textContent)).toEqual([
      'Carriers',
      '100+ carriers',
      'Ship anywhere.',
      'Talk to us',
    ]);
  });

  it('leaves the eyebrow out when the page has none', () => {
    render(<PageHero titleId="faq-title" title="FAQ" subtitle="Answers." align="center" />);
    const hero = screen.getByRole('region', { name: 'FAQ' });
    expect(Array.from(hero.querySelectorAll('p'), (node) => node.textContent)).toEqual(['Answers.']);
  });

  it('spaces the subtitle from the actions only when actions follow', () => {
    const { unmount } = render(<PageHero titleId="a" title="A" subtitle="Alone" />);
    expect(screen.getByText('Alone')).not.toHaveStyle({ marginBottom: '32px' });
    unmount();
    render(
      <PageHero titleId="b" title="B" subtitle="Followed">
        <button type="button">Go</button>
      </PageHero>,
    );
    expect(screen.getByText('Followed')).toHaveStyle({ marginBottom: '32px' });
  });

  it('takes the page’s own title and subtitle styles over the common ones', () => {
    render(
      <PageHero
        titleId="prices-title"
        title="Prices"
        subtitle="Per warehouse."
        titleSx={{ lineHeight: 1.2 }}
        subtitleSx={{ maxWidth: 640 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveStyle({ lineHeight: '1.2', fontWeight: '800' });
    expect(screen.getByText('Per warehouse.')).toHaveStyle({ maxWidth: '640px' });
  });

  it('shows the aside after the text, inside the same region', () => {
    render(
      <PageHero
        titleId="home-title"
        title="Fulfillment"
        subtitle="We store and ship."
        aside={<svg role="img" aria-label="Warehouse" />}
      />,
    );
    const hero = screen.getByRole('region', { name: 'Fulfillment' });
    const picture = within(hero).getByRole('img', { name: 'Warehouse' });
    expect(
      screen.getByText('We store and ship.').compareDocumentPosition(picture) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
