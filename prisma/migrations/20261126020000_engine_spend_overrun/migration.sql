-- Spend never passes the budget: a call whose provider reports more than its reservation commits at
-- most the budget; what could not be committed is kept as the month's overrun (and on the answer that
-- caused it), and the month takes no further reservation while an overrun is outstanding.
ALTER TABLE engine_budget_month ADD COLUMN overrun_micros BIGINT NOT NULL DEFAULT 0;
ALTER TABLE engine_budget_month ADD CONSTRAINT engine_budget_month_overrun_check CHECK (overrun_micros >= 0);
ALTER TABLE engine_budget_month ADD CONSTRAINT engine_budget_month_committed_check CHECK (committed_micros >= 0);

ALTER TABLE engine_answer ADD COLUMN overrun_micros BIGINT NOT NULL DEFAULT 0;
-- Where cost_micros comes from: the provider's own figure ('provider'), the price list applied to the
-- reported usage ('price_list'), or the call's ceiling when the provider reported no token counts ('ceiling').
ALTER TABLE engine_answer ADD COLUMN cost_source TEXT;
ALTER TABLE engine_answer ADD CONSTRAINT engine_answer_cost_source_check CHECK (cost_source IN ('provider', 'price_list', 'ceiling'));
