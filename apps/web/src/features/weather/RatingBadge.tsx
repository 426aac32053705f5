import type { HuntingRating, HuntingRatingLabel } from '@marshlog/domain';
import { Badge, type BadgeTone } from '../../ui';

const RATING_TONES: Record<HuntingRatingLabel, BadgeTone> = {
  Excellent: 'success',
  Good: 'info',
  Fair: 'warning',
  Poor: 'danger',
};

/** "Good · 6/9": the hunting-conditions rating and its points (seed 000 section 9). */
export function RatingBadge({ rating }: { rating: HuntingRating }) {
  return (
    <Badge tone={RATING_TONES[rating.label]}>
      <span data-testid="weather-rating">{rating.label}</span>
      <span className="font-normal opacity-80">· {rating.points}/9</span>
    </Badge>
  );
}
