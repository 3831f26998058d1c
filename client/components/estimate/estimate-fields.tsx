import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ACCESS_NEEDS, ESTIMATE_FIELDS, WORK_KINDS } from '../../../shared/estimate-fields';
import { estimateJob } from '../../../shared/estimate-text';
import type { Price } from '../../../shared/api-types';
import estimate from '../../../shared/messages/en/estimate';
import { formatRange } from '../../../shared/price-range';
import { siteVisitWindows } from '../../../shared/site-visit-windows';
import { useBusiness, useLanguage, useMessages } from '../ui';
import { listQuery } from '../../data/queries';
import type { EstimateBridge } from './estimate-bridge';
import { PhotoPicker } from './photo-picker';

/** How long the area must rest before the new range is read out: once per pause, not per keystroke. */
const SPEAK_AFTER_MS = 900;

/**
 * The estimate's fields, after the spec's six and all optional: photos of the
 * floor, its size and the kind of work (with the usual range for them, from
 * the business's prices), and when the site could be visited. Their names
 * are those the server reads (ESTIMATE_FIELDS), so the form posts them as
 * they are without JavaScript, and the script reads them from the form.
 */
export default function EstimateFields({ bridge }: { bridge: EstimateBridge }) {
  const id = useId();
  const t = useMessages('estimate', estimate);
  const { errors } = useSyncExternalStore(bridge.subscribe, bridge.state, bridge.state);
  const areaError = errors[ESTIMATE_FIELDS.areaSqFt] === 'area-out-of-range' ? t.size.areaError() : undefined;
  return (
    <div className="estimate-fields">
      <div className="estimate-section" role="group" aria-labelledby={`${id}-photos`}>
        <h3 id={`${id}-photos`}>
          {`${t.photos.title} `}
          <span className="optional">{t.optional}</span>
        </h3>
        <p className="field-hint" id={`${id}-photos-hint`}>
          {t.photos.hint}
        </p>
        <PhotoPicker bridge={bridge} hintId={`${id}-photos-hint`} />
      </div>
      <JobSize bridge={bridge} areaError={areaError} />
      <div className="estimate-section" role="group" aria-labelledby={`${id}-visit`}>
        <h3 id={`${id}-visit`}>
          {`${t.visit.title} `}
          <span className="optional">{t.optional}</span>
        </h3>
        <VisitChoices bridge={bridge} />
      </div>
    </div>
  );
}

const textOf = (value: string | File | readonly string[] | undefined) => (typeof value === 'string' ? value : '');
const listOf = (value: string | readonly string[] | undefined) =>
  value === undefined ? []
  : typeof value === 'string' ? [value]
  : value;

/** The area and the kind of work, and what such a job usually costs. */
function JobSize({ bridge, areaError }: { bridge: EstimateBridge; areaError: string | undefined }) {
  const id = useId();
  const t = useMessages('estimate', estimate);
  const { service } = useSyncExternalStore(bridge.subscribe, bridge.state, bridge.state);
  const initialArea = textOf(bridge.initial[ESTIMATE_FIELDS.areaSqFt]);
  const initialWork = textOf(bridge.initial[ESTIMATE_FIELDS.work]);
  const [area, setArea] = useState(initialArea);
  const [work, setWork] = useState(initialWork);
  const group = useRef<HTMLDivElement>(null);
  // What was typed or chosen before this part of the form ran (it hydrates after the rest) counts too.
  useEffect(() => {
    const form = group.current?.closest('form');
    if (!form) return;
    const data = new FormData(form);
    setArea(textOf(data.get(ESTIMATE_FIELDS.areaSqFt) ?? undefined));
    setWork(textOf(data.get(ESTIMATE_FIELDS.work) ?? undefined));
  }, []);
  const describedBy = [`${id}-area-hint`, areaError && `${id}-area-error`].filter(Boolean).join(' ');
  return (
    <div ref={group} className="estimate-section" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {`${t.size.title} `}
        <span className="optional">{t.optional}</span>
      </h3>
      <div className="form-field area-field">
        <label htmlFor={`${id}-area`}>{t.size.area}</label>
        <input
          id={`${id}-area`}
          name={ESTIMATE_FIELDS.areaSqFt}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          defaultValue={initialArea}
          onChange={(event) => setArea(event.target.value)}
          aria-invalid={areaError ? true : undefined}
          aria-describedby={describedBy}
        />
        <p className="field-hint" id={`${id}-area-hint`}>
          {t.size.areaHint}
        </p>
        {areaError && (
          <p id={`${id}-area-error`} className="field-error">
            {areaError}
          </p>
        )}
      </div>
      <fieldset className="choice-group">
        <legend>{t.size.work}</legend>
        <div className="choice-grid">
          {WORK_KINDS.map((kind) => (
            <label key={kind.value} className="choice">
              <input
                type="radio"
                name={ESTIMATE_FIELDS.work}
                value={kind.value}
                defaultChecked={initialWork === kind.value}
                onChange={() => setWork(kind.value)}
              />
              <span>{t.workKinds[kind.value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PriceRange area={area} work={work} service={service} />
    </div>
  );
}

/** The usual cost of the job as typed, or the prices per square foot before an area is given. */
function PriceRange({ area, work, service }: { area: string; work: string; service: string }) {
  const { range: t } = useMessages('estimate', estimate);
  const { data: prices = [] } = useQuery(listQuery('prices', undefined, useLanguage()));
  const job = estimateJob(prices, { area, work, service });
  const sentence = job.kind === 'range' ? t.sentence(job.price, job.sqFt, job.range) : undefined;
  const spoken = useSpokenLater(
    sentence?.text ??
      (job.kind === 'bad-area' ? t.spokenBadArea
      : job.kind === 'no-price' ? t.spokenNoPrice
      : ''),
  );
  if (prices.length === 0) return null;
  return (
    <div className="price-range" data-kind={job.kind}>
      {sentence && job.kind === 'range' ?
        <>
          <p className="eyebrow">{t.usual}</p>
          <p className="range-sentence">
            {sentence.lead}
            <strong className="range-figure">{sentence.figure}</strong>
            {sentence.tail}
          </p>
          <p className="range-basis">{t.basis(job.price)}</p>
          <Factors price={job.price} title={t.factors} />
        </>
      : <>
          <p className="eyebrow">{t.prices}</p>
          {job.kind === 'bad-area' && <p className="range-prompt">{t.badArea}</p>}
          {job.kind === 'no-price' && <p className="range-prompt">{t.noPrice}</p>}
          <ul className="price-list">
            {prices.map((price) => (
              <li key={price.slug}>
                <span>{price.label}</span>
                <span className="price-list-figures">
                  <strong>{t.perSqFt(price)}</strong>
                  <span>
                    {`${t.minimumJob} `}
                    {formatRange({ low: price.minimumJob, high: price.minimumJob })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      }
      <p className="range-note">{t.note}</p>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}

function Factors({ price, title }: { price: Pick<Price, 'factors'>; title: string }) {
  return (
    <details className="range-factors">
      <summary>{title}</summary>
      <ul>
        {price.factors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
    </details>
  );
}

/** `text` once it has stayed the same for SPEAK_AFTER_MS: what a polite live region reads, once per pause in typing. */
function useSpokenLater(text: string): string {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), SPEAK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return spoken;
}

/** The visit windows the opening hours allow, and the access the building needs. */
function VisitChoices({ bridge }: { bridge: EstimateBridge }) {
  const id = useId();
  const business = useBusiness();
  const t = useMessages('estimate', estimate);
  const chosenWindows = listOf(bridge.initial[ESTIMATE_FIELDS.visitWindows]);
  const chosenAccess = listOf(bridge.initial[ESTIMATE_FIELDS.access]);
  return (
    <>
      <fieldset className="choice-group" aria-describedby={`${id}-windows-hint`}>
        <legend>{t.visit.windows}</legend>
        <p className="field-hint" id={`${id}-windows-hint`}>
          {t.visit.windowsHint}
        </p>
        <div className="choice-grid">
          {siteVisitWindows(business.hours).map((window) => {
            const { when, hours } = t.visitWindow(window);
            return (
              <label key={window.value} className="choice">
                <input
                  type="checkbox"
                  name={ESTIMATE_FIELDS.visitWindows}
                  value={window.value}
                  defaultChecked={chosenWindows.includes(window.value)}
                />
                <span>
                  {when}
                  {hours && (
                    <>
                      <span className="choice-comma">,</span>
                      <span className="choice-detail">{hours}</span>
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>{t.visit.access}</legend>
        <div className="choice-grid choice-grid-single">
          {ACCESS_NEEDS.map((need) => (
            <label key={need.value} className="choice">
              <input type="checkbox" name={ESTIMATE_FIELDS.access} value={need.value} defaultChecked={chosenAccess.includes(need.value)} />
              <span>{t.accessNeeds[need.value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
