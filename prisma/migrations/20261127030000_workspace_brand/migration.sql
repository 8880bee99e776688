-- The agency's brand on a workspace, shown on its projects' client reports. The rules (name length,
-- colour format, logo size, PNG structure, SVG sanitizing) live in src/core/branding; the checks here
-- keep the stored shape whole whatever writes it: a colour is #rrggbb, a logo always has its media
-- type, and nothing carries a colour or logo without a name.
ALTER TABLE workspace ADD COLUMN brand_name TEXT;
ALTER TABLE workspace ADD COLUMN brand_color TEXT;
ALTER TABLE workspace ADD COLUMN brand_logo BYTEA;
ALTER TABLE workspace ADD COLUMN brand_logo_type TEXT;
ALTER TABLE workspace ADD COLUMN brand_updated_at TIMESTAMPTZ(3);
ALTER TABLE workspace ADD CONSTRAINT workspace_brand_name_check CHECK (char_length(brand_name) BETWEEN 1 AND 100);
ALTER TABLE workspace ADD CONSTRAINT workspace_brand_color_check CHECK (brand_color ~ '^#[0-9a-f]{6}$');
ALTER TABLE workspace ADD CONSTRAINT workspace_brand_logo_type_check CHECK (brand_logo_type IN ('image/png', 'image/svg+xml'));
ALTER TABLE workspace ADD CONSTRAINT workspace_brand_logo_whole_check CHECK ((brand_logo IS NULL) = (brand_logo_type IS NULL));
ALTER TABLE workspace ADD CONSTRAINT workspace_brand_named_check
  CHECK (brand_name IS NOT NULL OR (brand_color IS NULL AND brand_logo IS NULL));
