// The public figures (content/figures.yaml): each is editorial (shown as written) or live (a
// statistic counted by a service) by the editors' choice, and a live one is shown only once it
// means something: at least the figure's threshold, the editorial value standing in until then.
// So a fresh install never says "0 Buyers" under "Trusted by 10,000+", and every page showing
// one figure shows the same thing (docs/product/site.md, Figures).

/** The services whose statistics a figure may show (docs/product/api.md). */
export const LIVE_SOURCES = {
  marketplace: ['products', 'sellers', 'buyers'],
  tradeFinance: ['totalNumberOfProducts', 'totalQuantitySupplied', 'totalNumberOfSuppliers'],
  sourcing: ['totalUniqueCompanies', 'totalQuantity', 'totalUniqueProducts'],
} as const;
export type LiveSource = keyof typeof LIVE_SOURCES;

/** "marketplace.products", "sourcing.totalQuantity"...: what `live:` names in content/figures.yaml. */
export const LIVE_FIGURES = Object.entries(LIVE_SOURCES).flatMap(([source, keys]) =>
  keys.map((key) => `${source}.${key}`),
) as readonly string[];

export const FIGURE_SOURCES = ['editorial', 'live'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** Splits "sourcing.totalQuantity" into its service and statistic, or undefined for a name not in LIVE_FIGURES. */
export function liveFigureParts(name: string): { source: LiveSource; key: string } | undefined {
  if (!LIVE_FIGURES.includes(name)) return undefined;
  const [source, key] = name.split('.') as [LiveSource, string];
  return { source, key };
}

/** A statistic as a number: services answer numbers, some as strings; anything else is none. */
export function statisticValue(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The live value to show instead of the editorial one, or undefined to keep the editorial one:
 * a figure set to `live` whose statistic arrived and reaches the threshold (at least 1, so a
 * zero or a missing count never replaces a claim).
 */
export function meaningfulLiveValue(
  figure: { source: FigureSource; threshold: number },
  statistic: unknown,
): number | undefined {
  if (figure.source !== 'live') return undefined;
  const value = statisticValue(statistic);
  return value !== undefined && value >= Math.max(1, figure.threshold) ? value : undefined;
}
