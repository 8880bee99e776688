// The names of the hostile-answer fixture (hostile-answer.mjs), shared with the tests that read it.
export const HOSTILE_SLUG = 'hostile-answers';
export const HOSTILE_BRAND = 'Hostile Ltd';
export const HOSTILE_RIVAL = 'Rival Corp';
