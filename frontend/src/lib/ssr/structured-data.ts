// schema.org data for a page's JSON-LD (PageMeta adds the page's URL and makes image paths absolute).
const SITE = { '@type': 'Organization', name: 'Nakshatra' } as const;

export interface ArticleFacts {
  /** BlogPosting for the blog, Article for every other written section. */
  readonly kind: 'BlogPosting' | 'Article';
  readonly headline: string;
  readonly description: string;
  readonly image?: string | undefined;
  readonly published: string;
  readonly language: string;
}

export const articleData = (article: ArticleFacts): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': article.kind,
  headline: article.headline,
  description: article.description,
  ...(article.image ? { image: article.image } : {}),
  datePublished: article.published,
  inLanguage: article.language,
  author: SITE,
  publisher: SITE,
});

export interface AstrologerFacts {
  readonly name: string;
  readonly description: string;
  readonly image?: string | undefined;
  readonly skills: readonly string[];
  readonly languages: readonly string[];
}

/** An astrologer as a Person who practises astrology, and the consultation service they offer on Nakshatra. */
export const astrologerData = (astrologer: AstrologerFacts): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: astrologer.name,
  description: astrologer.description,
  jobTitle: 'Astrologer',
  ...(astrologer.image ? { image: astrologer.image } : {}),
  knowsAbout: astrologer.skills,
  knowsLanguage: astrologer.languages,
  worksFor: SITE,
  makesOffer: { '@type': 'Offer', itemOffered: { '@type': 'Service', serviceType: 'Astrology consultation', provider: SITE } },
});
