import { http } from './client';
import { SEO_PATHS } from '@betline/contracts/paths';
import type { SeoPageData } from './types';
import { checkAnswer } from './validate';

/**
 * The head of the page at `path` (API-054): title, description, robots rules, metas, canonical and alternates.
 * Quiet: a page whose SEO data does not come shows its own translated title.
 */
export async function fetchSeoPage(path: string, signal?: AbortSignal): Promise<SeoPageData> {
  const { data } = await http.get<unknown>(SEO_PATHS.page, { params: { path }, signal, quiet: true });
  return checkAnswer<SeoPageData>('seoPageDataSchema', data, 'SEO page data');
}
