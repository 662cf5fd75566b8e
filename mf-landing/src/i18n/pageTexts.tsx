// Each public page's own texts come with the page (issue 15): the route module's bundle holds what every
// page may draw (loadMessages), and a page's chunk brings its feature's texts in the visitor's language,
// loaded beside the page's code, so / never downloads the FAQ's or the services' words.
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { getLanguage, useLanguage, type Locale, type Messages } from '@estiba/shared';

/** The features whose texts belong to their pages (folders under features/ with a messages/ folder). */
export const PAGE_TEXTS = [
  'carriers',
  'contact',
  'ecommerces',
  'faq',
  'fulfillment-for-ecommerces',
  'home',
  'legal',
  'prices',
  'privacy-policies',
  'services',
  'success-stories',
] as const;
export type PageTextsFeature = (typeof PAGE_TEXTS)[number];

/** One feature's texts in one language: a small chunk of its own. */
const loadFeatureTexts = (feature: PageTextsFeature, locale: Locale): Promise<Messages> =>
  import(
    /* webpackChunkName: "page-texts-[request]" */ `../features/${feature}/messages/${locale}.json`
  ).then((texts: { default: Messages }) => texts.default);

/** The texts of a page's features in one language, merged. */
export const loadPageTexts = (features: readonly PageTextsFeature[], locale: Locale): Promise<Messages> =>
  Promise.all(features.map((feature) => loadFeatureTexts(feature, locale))).then((bundles) =>
    Object.assign({}, ...bundles),
  );

interface PageTextsProps {
  features: readonly PageTextsFeature[];
  /** The texts loaded with the page, in the language of that moment. */
  initial: { language: Locale; texts: Messages };
  children: ReactNode;
}

/**
 * The page's texts on top of the page's intl provider (whose texts win: the API's corrections stay
 * last). After a language change the page keeps the words it has until the new language's arrive.
 */
export function PageTexts({ features, initial, children }: PageTextsProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Messages>>>(() => ({
    [initial.language]: initial.texts,
  }));
  const known = language in loaded;

  useEffect(() => {
    if (known) return undefined;
    let current = true;
    loadPageTexts(features, language).then(
      (texts) => {
        if (current) setLoaded((before) => ({ ...before, [language]: texts }));
      },
      (error: unknown) => console.warn(`the page's ${language} texts could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [features, language, known]);

  const texts = loaded[language] ?? initial.texts;
  // The host's provider (shared's IntlRoot) is given plain strings.
  const host = intl.messages as Messages;
  const messages = useMemo(() => ({ ...texts, ...host }), [texts, host]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * A route's `load` that brings the page's texts in the current language with its code (in parallel),
 * so the page draws its words from the first frame.
 */
export function withPageTexts(
  load: () => Promise<{ default: ComponentType }>,
  features: readonly PageTextsFeature[],
): () => Promise<{ default: ComponentType }> {
  return async () => {
    const language = getLanguage();
    const [page, texts] = await Promise.all([load(), loadPageTexts(features, language)]);
    const Page = page.default;
    function PageWithTexts() {
      return (
        <PageTexts features={features} initial={{ language, texts }}>
          <Page />
        </PageTexts>
      );
    }
    return { default: PageWithTexts };
  };
}
