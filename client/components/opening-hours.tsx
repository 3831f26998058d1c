import { Fragment } from 'react';
import { useBusiness } from '../business';

/** The business's hours, each period kept on one line: "Mon–Fri 7 AM–5 PM · Sat 8 AM–4 PM". */
export function OpeningHours() {
  const { openingHours } = useBusiness();
  return (
    <span>
      {openingHours.map((period, i) => (
        <Fragment key={period}>
          {i > 0 && ' · '}
          <span className="nowrap">{period}</span>
        </Fragment>
      ))}
    </span>
  );
}
