// Chooses the range of the visibility pages: the last 7, 30 or 90 days, or custom dates. The
// choice is the URL's query (range.ts), so the browser's back button and a shared link keep it.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { presets, type DateRange } from '../range.ts';

export function RangePicker({ range }: { range: DateRange }) {
  // Remounted when the range changes, so the date fields show the range in force.
  return <RangeChoice key={range.query} range={range} />;
}

function RangeChoice({ range }: { range: DateRange }) {
  const [location, navigate] = useLocation();
  const [from, setFrom] = useState(range.fromDay);
  const [to, setTo] = useState(range.toDay);
  return (
    <div className="range" data-testid="range" data-from={range.from} data-to={range.to}>
      <nav aria-label="Date range" className="segmented">
        {presets.map((days) => (
          <Link key={days} href={`${location}?range=${days}`} aria-current={range.key === String(days) ? 'true' : undefined}>
            {days} days
          </Link>
        ))}
      </nav>
      <form
        className="inline-form"
        aria-label="Custom range"
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to && from <= to) navigate(`${location}?from=${from}&to=${to}`);
        }}
      >
        <label>
          From
          <input type="date" name="from" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} required />
        </label>
        <label>
          To
          <input type="date" name="to" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} required />
        </label>
        <button type="submit">Show range</button>
      </form>
      <p className="muted" role="status">
        {range.label}
        {range.key === 'custom' && ` (${range.days === 1 ? '1 day' : `${range.days} days`})`}, compared with the{' '}
        {range.days === 1 ? 'day' : `${range.days} days`} before.
      </p>
    </div>
  );
}
