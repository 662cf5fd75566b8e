import { screen, within } from '@testing-library/react';
import type { Locale } from '@estiba/shared';
import { messages } from '../../i18n/messages';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { storyPages } from './storyPages';
import { STORY_VIDEO_BASE_URL, type StoryKey } from './stories';

function renderStory(key: StoryKey, locale: Locale) {
  const Page = storyPages[key];
  return renderWithIntl(<Page />, locale);
}

const figures = (regionName: string) =>
  within(screen.getByRole('region', { name: regionName }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('StoryPage', () => {
  it('shows every block of the story, with one h1', () => {
    renderStory('acapella', 'en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'How Acapella ships every order on time, even in peak season',
      "Acapella's results with Estiba",
      'Who is Acapella?',
      'The challenge',
      'How we helped',
      'Everything in real time',
      'What Acapella says',
      "Want results like Acapella's?",
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('shows the Be Shine figures +300 and 99%', () => {
    renderStory('beShine', 'en-US');
    expect(figures("Be Shine's results with Estiba")).toEqual([
      '+300orders shipped every month',
      '99%of orders delivered on time',
      '2countries served from our warehouses',
    ]);
  });

  it('shows the El Menú de mi Casa figures 99.2% and +500', () => {
    renderStory('elMenuDeMiCasa', 'es-MX');
    expect(figures('Los resultados de El Menú de mi Casa con Estiba')).toEqual([
      '99.2%de pedidos enviados sin errores',
      '+500pedidos enviados cada mes',
      '< 24 hdesde la compra hasta el pedido empacado',
    ]);
  });

  it('shows the Acapella figures', () => {
    renderStory('acapella', 'en-US');
    expect(figures("Acapella's results with Estiba")).toEqual([
      '+800orders shipped every month',
      '-30%in logistics costs',
      '< 24 hfrom purchase to packed order',
    ]);
  });

  it.each<[StoryKey, string, string]>([
    ['beShine', 'be-shine', 'Be Shine'],
    ['elMenuDeMiCasa', 'el-menu-de-mi-casa', 'El Menú de mi Casa'],
  ])('shows the %s hero image when the language is not Spanish', (key, _slug, name) => {
    renderStory(key, 'en-US');
    const hero = screen.getByRole('region', {
      name: messages['en-US'][`landing.successStories.${key}.hero.title`],
    });
    const image = within(hero).getByRole('img');
    expect(image).toHaveAttribute('alt', messages['en-US'][`landing.successStories.${key}.heroImageAlt`]);
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '420');
    expect(screen.queryByTitle(`Video: the ${name} success story`)).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each<[StoryKey, Locale, string, string]>([
    ['beShine', 'es-MX', 'be-shine', 'Video: el caso de éxito de Be Shine'],
    ['beShine', 'es-AR', 'be-shine', 'Video: el caso de éxito de Be Shine'],
    ['elMenuDeMiCasa', 'es-ES', 'el-menu-de-mi-casa', 'Vídeo: el caso de éxito de El Menú de mi Casa'],
  ])('embeds the %s video in %s', (key, locale, slug, title) => {
    renderStory(key, locale);
    const video = screen.getByTitle(title);
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute('src', `${STORY_VIDEO_BASE_URL}/${slug}`);
    const hero = screen.getByRole('region', {
      name: messages[locale][`landing.successStories.${key}.hero.title`],
    });
    expect(within(hero).queryByRole('img')).not.toBeInTheDocument();
  });

  it('always shows the Acapella hero image, which has no video', () => {
    renderStory('acapella', 'es-MX');
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByRole('img', {
        name: 'Una playera de Acapella junto a una pila de prendas dobladas de varios colores',
      }),
    ).toBeInTheDocument();
  });

  it('quotes the customer with logo, name and position', () => {
    renderStory('beShine', 'en-US');
    const testimonial = within(screen.getByRole('region', { name: 'What Be Shine says' }));
    expect(testimonial.getByRole('img', { name: 'Be Shine logo' })).toHaveAttribute('loading', 'lazy');
    expect(testimonial.getByText(/^“We went from packing in our living room/)).toBeInTheDocument();
    expect(testimonial.getByText('Andrea Garza')).toBeInTheDocument();
    expect(testimonial.getByText('Founder and CEO of Be Shine')).toBeInTheDocument();
  });

  it('ends with a banner button to /contact', () => {
    renderStory('elMenuDeMiCasa', 'en-US');
    const banner = within(screen.getByRole('region', { name: "Want results like El Menú de mi Casa's?" }));
    expect(banner.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
