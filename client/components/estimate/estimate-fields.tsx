import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ACCESS_NEEDS, ESTIMATE_FIELDS, WORK_KINDS } from '../../../shared/estimate-fields';
import { estimateJob } from '../../../shared/estimate-text';
import type { Price } from '../../../shared/api-types';
import type { Language } from '../../../shared/language';
import estimate from '../../../shared/messages/en/estimate';
import { formatRange } from '../../../shared/price-range';
import { siteVisitWindows } from '../../../shared/site-visit-windows';
import { slotLabel, type VisitSlot } from '../../../shared/visit-slots';
import { apiRequest, useBusiness, useHydrated, useLanguage, useMessages } from '../ui';
import { listQuery } from '../../data/queries';
import type { EstimateBridge } from './estimate-bridge';
import { PhotoPicker } from './photo-picker';

/** How long the area must rest before the new range is read out: once per pause, not per keystroke. */
const SPEAK_AFTER_MS = 900;

/** A dated site visit on offer, with the places it has left (GET /api/visit-slots). */
export type OpenSlot = VisitSlot & { available: number };

/**
 * The site visits on offer, counted live: never part of a cached page (the
 * same bytes for everyone), so the fields fetch them once they run, and
 * again each time they mount. The form page without JavaScript is made for
 * one visitor and has them from the server (its query cache holds them).
 */
export const visitSlotsQuery = {
  queryKey: ['/api/visit-slots'],
  queryFn: async (): Promise<OpenSlot[]> => ((await (await apiRequest('GET', '/api/visit-slots')).json()) as { slots: OpenSlot[] }).slots,
  staleTime: 0,
};

/** Days of times shown at first, and added by each "Show more days". */
const DAYS_AT_A_TIME = 3;

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
  // A service that answers "What do you need?" by itself is the answer: the question is not asked (nor sent).
  const answered = useBusiness().navigation.contactForm.some((option) => option.value === service && option.work);
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
      <fieldset className="choice-group work-question" hidden={answered} disabled={answered}>
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
      <PriceRange area={area} work={answered ? '' : work} service={service} />
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

/**
 * When the site could be visited: a dated time on offer, held for the
 * visitor when the request is stored; or, when none suits (or none can be
 * shown), the windows the opening hours allow, and we call to agree a day.
 * Then the access the building needs.
 */
function VisitChoices({ bridge }: { bridge: EstimateBridge }) {
  const id = useId();
  const business = useBusiness();
  const t = useMessages('estimate', estimate);
  const chosenWindows = listOf(bridge.initial[ESTIMATE_FIELDS.visitWindows]);
  const chosenAccess = listOf(bridge.initial[ESTIMATE_FIELDS.access]);
  const { data: slots, isError } = useQuery(visitSlotsQuery);
  // The time chosen: a slot's id, '' for "none of these work", undefined before any choice.
  const [chosen, setChosen] = useState<string | undefined>(listOf(bridge.initial[ESTIMATE_FIELDS.visitSlot])[0]);
  const open = slots?.filter((slot) => slot.available > 0);
  const noSlots = isError || open?.length === 0;
  // With a time chosen, the windows are not asked for (nor sent): they come back with "none of these work".
  const slotChosen = Boolean(chosen && open?.some((slot) => slot.id === chosen));
  return (
    <>
      {!noSlots && <SlotChoices slots={open} chosen={chosen} onChoose={setChosen} />}
      <fieldset className="choice-group visit-windows" aria-describedby={`${id}-windows-hint`} hidden={slotChosen} disabled={slotChosen}>
        <legend>{t.visit.windows}</legend>
        <p className="field-hint" id={`${id}-windows-hint`}>
          {noSlots ? t.visit.noSlots : t.visit.windowsHint}
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

/** The free times of one New York day, and the day as their labels name it ("Tue, Dec 1"). */
interface SlotDay {
  day: string;
  name: string;
  times: { slot: OpenSlot; label: string; time: string }[];
}

/** Slots by day, in their order; each label split into its day and its time ("Tue, Dec 1" · "8–10 a.m."). */
function slotDays(slots: readonly OpenSlot[], language: Language): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const label = slotLabel(slot, language);
    const [name = label, time = label] = label.split(' · ');
    const day = slot.id.slice(0, 10);
    const last = days.at(-1);
    if (last?.day === day) last.times.push({ slot, label, time });
    else days.push({ day, name, times: [{ slot, label, time }] });
  }
  return days;
}

/**
 * The dated times on offer as radio choices (`visitSlot`), a few days at a
 * time, and "none of these work" (an empty value) last. Until they are
 * fetched, a placeholder of their size (hidden without JavaScript, where
 * nothing will fetch them). Each choice's name is its whole label, day
 * included; the eye reads the day once, above its times.
 */
function SlotChoices({
  slots,
  chosen,
  onChoose,
}: {
  slots: readonly OpenSlot[] | undefined;
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  const id = useId();
  const t = useMessages('estimate', estimate);
  const language = useLanguage();
  const hydrated = useHydrated();
  const days = slots && slotDays(slots, language);
  const [daysAsked, setDaysAsked] = useState(DAYS_AT_A_TIME);
  // A time chosen before (the form sent back without JavaScript) is among those shown.
  const chosenDay = days?.findIndex((day) => day.times.some(({ slot }) => slot.id === chosen)) ?? -1;
  const shown = Math.max(daysAsked, chosenDay + 1);
  // After "Show more days", focus goes to the first time it revealed (the button may be gone).
  const list = useRef<HTMLDivElement>(null);
  const [revealedFrom, setRevealedFrom] = useState<number>();
  useEffect(() => {
    if (revealedFrom !== undefined) list.current?.children[revealedFrom]?.querySelector('input')?.focus();
  }, [revealedFrom]);
  if (!days) {
    return (
      <fieldset className="choice-group visit-slots" data-loading="">
        <legend>{t.visit.slots}</legend>
        <p className="field-hint" role="status">
          {t.visit.findingSlots}
        </p>
        <div className="slot-placeholder" aria-hidden="true">
          {[0, 1, 2].map((day) => (
            <div key={day} className="slot-day">
              <span className="slot-placeholder-name" />
              <div className="slot-times">
                <span />
                <span />
                <span />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset className="choice-group visit-slots" aria-describedby={`${id}-hint`}>
      <legend>{t.visit.slots}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t.visit.slotsHint}
      </p>
      <div className="slot-days" ref={list}>
        {days.slice(0, shown).map((day) => (
          <div key={day.day} className="slot-day">
            <p className="slot-day-name" aria-hidden="true">
              {day.name}
            </p>
            <div className="slot-times">
              {day.times.map(({ slot, label, time }) => (
                <label key={slot.id} className="slot-time">
                  <input
                    type="radio"
                    name={ESTIMATE_FIELDS.visitSlot}
                    value={slot.id}
                    checked={chosen === slot.id}
                    onChange={() => onChoose(slot.id)}
                  />
                  <span className="visually-hidden">{label.slice(0, -time.length)}</span>
                  <span>{time}</span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {/* Without JavaScript the first days are all there is: the windows below say the rest. */}
      {hydrated && shown < days.length && (
        <button
          type="button"
          className="slot-more"
          onClick={() => {
            setRevealedFrom(shown);
            setDaysAsked(shown + DAYS_AT_A_TIME);
          }}
        >
          {t.visit.moreDays}
        </button>
      )}
      <label className="choice slot-none">
        <input type="radio" name={ESTIMATE_FIELDS.visitSlot} value="" checked={chosen === ''} onChange={() => onChoose('')} />
        <span>
          {t.visit.noneWork}
          <span className="choice-comma">,</span>
          <span className="choice-detail">{t.visit.noneWorkDetail}</span>
        </span>
      </label>
    </fieldset>
  );
}
