import { useContext } from 'react';
import { CalendarStateContext } from 'react-aria-components';
import { getYearOptions } from '../../logic/year-range';

/** A native year select for the calendar header: jumping years matters for dates of birth. */
export function YearSelect() {
  const state = useContext(CalendarStateContext);
  if (!state) {
    return null;
  }
  const shown = state.focusedDate;
  const years = getYearOptions(shown.year, state.minValue?.year, state.maxValue?.year);

  return (
    <select
      aria-label="Year"
      value={shown.year}
      className="tate-calendar__year"
      onChange={(event) => state.setFocusedDate(shown.set({ year: Number(event.target.value) }))}
    >
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </select>
  );
}
