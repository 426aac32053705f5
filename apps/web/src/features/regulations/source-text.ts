import { formatLongHuntDate } from '../hunts/format';
import type { RegulationSource } from '@marshlog/domain';

/** "84 FR 42996, Monday, August 19, 2019": where a number comes from, in one line. */
export function sourceText(source: RegulationSource): string {
  return `${source.citation}, ${formatLongHuntDate(source.published)}`;
}
