/**
 * docs/product/time-model.md#half-days: a half day is drawn apart from a whole one, its colour filling one triangle of
 * the day and outlining the rest. The holidays calendar and the team calendar draw it alike; `colour` may be
 * `currentColor`.
 */
export function halfDayFill(colour: string) {
  return {
    backgroundImage: `linear-gradient(135deg, ${colour} 50%, transparent 50%)`,
    boxShadow: `inset 0 0 0 1px ${colour}`,
  };
}
