// The names of the hostile-answer fixture (hostile-answer.mjs), shared with the tests that read it.
export const HOSTILE_SLUG = 'hostile-answers';
export const HOSTILE_BRAND = 'Hostile Ltd';
/** The project's name: the brand, said to be a fixture wherever the project is listed. */
export const HOSTILE_PROJECT = `${HOSTILE_BRAND} (e2e fixture)`;
export const HOSTILE_RIVAL = 'Rival Corp';
