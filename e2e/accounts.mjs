// Who the browser tests sign in as (created by e2e/server.mjs in the demo account).
export const DEMO_EMAIL = 'demo@e2e.example';
export const PASSWORD = 'e2e password 1234';
export const MEMBER_EMAIL = 'member@e2e.example';
export const OWNER_COUNT = 40;
export const ownerEmail = (i) => `owner${i}@e2e.example`;
export const E2E_SECRET_KEY = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=';
