const began = performance.now();

/** Seconds since the bench started. */
export const secondsSinceStart = () => (performance.now() - began) / 1000;

/** Progress with the seconds since the bench started, so slow steps show. */
export const progress = (line: string) =>
  console.log(`[${secondsSinceStart().toFixed(0).padStart(4)} s] ${line}`);
