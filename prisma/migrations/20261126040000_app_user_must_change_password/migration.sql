-- Set when an owner or the CLI resets a user's password (a password someone else knows): the user
-- may only change it before doing anything else in the dashboard. Cleared by their own change.
ALTER TABLE app_user ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
