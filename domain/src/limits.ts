/** Field limits of spec §5/§9, in one place. */
export const LIMITS = {
  case: {
    title: 200,
    slug: 100,
    client_name: 200,
    segment: 100,
    property_type: 100,
    short_description: 500,
    challenge: 2000,
    strategy: 5000,
    learning: 2000,
    gallery: 5000,
    url: 500,
    /** An image's alt text: a short description; a longer one belongs in the page. */
    alt: 250,
    /** The results chart drawn from data (`results_series`): a title, the measured metric and up to 24 periods. */
    series: { title: 120, metric: 60, label: 16, points: 24, value: 1_000_000_000 },
  },
  pageContent: { section_key: 100 },
  /** Testimonials, client logos and the agency's team (issue 27 "proof"): short texts that fit a card or a quote. */
  proof: {
    quote: 600,
    /** A person's name, as the lead form allows. */
    person_name: 100,
    /** A job title ('Diretora de Marketing'). */
    job_title: 100,
    /** A company name, as the lead form's company and the case's client allow. */
    company: 200,
    bio: 300,
    url: 500,
    /** Display order: lower first. */
    order: 9999,
  },
  /** Campaign landing pages (issue 31): blocks of short texts that fit a launch page. */
  landing: {
    title: 200,
    slug: 100,
    seo_title: 70,
    seo_description: 160,
    blocks: 20,
    heading: 120,
    text: 600,
    short: 80,
    button: 40,
    href: 500,
    alt: 250,
    variants: 3,
    items: 8,
    gallery: 12,
    plans: 6,
    features: 8,
    faq: 12,
    landmarks: 8,
    proof: 6,
    campaign_tag: 100,
    consent: 500,
  },
} as const;
