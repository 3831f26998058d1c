import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { LeadReceipt } from '../../shared/api-types';
import { fieldCodesOf, type FieldCode, type FieldProblem } from '../../shared/form-problems';
import type { PhotoProblem } from '../../shared/photo-problems';
import type { LeadSource } from '../../shared/lead-source';
import type { VisitSlot } from '../../shared/visit-slots';
import {
  LEAD_FIELD_LIMITS as LIMITS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  REQUIRED_LEAD_FIELDS,
  SOURCE_PAGE_FIELD,
  LANGUAGE_FIELD,
  TEXT_ME_FIELD,
  type LeadField,
} from '../../shared/lead-fields';
import contactForm from '../../shared/messages/en/contact-form';
import { randomHex } from '../random-hex';
import { readVisit } from '../visit-source';
import { createEstimateBridge, type ChosenPhoto, type EstimateBridge, type PhotoUploads } from './estimate/estimate-bridge';
import { loadEstimateFields } from './estimate/lazy-estimate-fields';
import { useToast } from './toaster';
import { abortAfter, apiRequest, useBusiness, useHydrated, useLanguage, useMessages, useServerForm } from './ui';

/** Longest wait for the form's token; unanswered, it is asked for once more. */
export const TOKEN_WAIT_MS = 10_000;
/** Longest wait for the answer to a sent request; then the visitor is told to try again or call (a retry stores nothing twice). */
export const SEND_WAIT_MS = 30_000;

/** Longest a send waits for the estimate's fields to start, when photos were chosen before they did. */
const PHOTOS_START_WAIT_MS = 10_000;

type Fields = Record<LeadField, string>;
const EMPTY: Fields = { name: '', email: '', phone: '', service: '', location: '', message: '' };
const LEAD_FIELD_NAMES = Object.keys(EMPTY) as LeadField[];

/**
 * The form's fields beyond the spec's (the estimate's: shared/estimate-fields.ts), as the form
 * would post them: a list for a name given more than once. The form sends what it has; the
 * server reads what it knows, and the confirmation (a chunk of its own) reads them by name.
 */
export type OtherFields = Record<string, string | string[]>;

/** The site visit a stored request asked for: held for it, or taken just before (then a few still free). */
export type SlotAnswer = VisitSlot & { held: boolean; next?: VisitSlot[] };

/** What POST /api/contacts answers for a stored request (the photos' part when it named photos, the slot's when it asked for one). */
type ContactAnswer = Partial<LeadReceipt> & {
  photos?: { kept: number; notKept: ({ photo: string } & PhotoProblem)[] };
  slot?: SlotAnswer;
};

/** A stored request as the confirmation recaps it: what was typed and chosen, and the photos from the visitor's own device. */
export interface SentRequest {
  /** The request's id (its reference is made from it); missing only if the answer could not be read. */
  id?: string;
  fields: Fields;
  estimate: OtherFields;
  photos: ChosenPhoto[];
  /** Photos chosen that are not part of the request, each with why. */
  photosNotKept: ChosenPhoto[];
  /** The site visit it asked for, as the server answered. */
  slot?: SlotAnswer;
}

/**
 * The lead form. In the page a browser runs, it asks for its own
 * anti-spam token when it appears (the page is the same bytes for everyone,
 * so it carries none) and sends with fetch. Without JavaScript the same form
 * is posted by the browser: from the form page in the contact page's
 * <noscript> frame (`target="_top"`), or from the contact page the server
 * renders for one visitor after a form result.
 */
export function ContactForm({
  target,
  className = 'contact-form card',
  onSent,
  estimateFields: EstimateFields,
}: {
  target?: '_top';
  className?: string;
  /** Told once a request sent from the browser is stored (the page shows its confirmation). */
  onSent?: (request: SentRequest) => void;
  /** The estimate's fields after the spec's: loaded later on the page (LazyEstimateFields), in full in the form page without JavaScript. */
  estimateFields: ComponentType<{ bridge: EstimateBridge }>;
}) {
  const business = useBusiness();
  const t = useMessages('contactForm', contactForm);
  const language = useLanguage();
  const toast = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A form sent without JavaScript comes back with the server's verdict (and its token).
  const { token: serverToken, result: formResult } = useServerForm();
  const token = useFormToken(serverToken);
  // The page the form is sent from: part of the request's source (without JavaScript, a hidden field).
  const { pathname } = useLocation();
  const [fields, setFields] = useState<Fields>(() => pickFields(formResult?.values));
  // One key per distinct request: sent again as it was (after no answer), the server recognises it.
  const attempt = useRef<{ key: string; body: string } | undefined>(undefined);
  // Each field's error as found: the form's own check, the browser's, or the server's code; the catalog words it.
  const [errors, setErrors] = useState<Partial<Record<string, FieldProblem>>>(() => serverProblems(formResult?.errors));
  // What the estimate's fields need from the form, and the photos they upload (one object for the form's life).
  const [bridge] = useState(() =>
    createEstimateBridge({ service: fields.service, errors: formResult?.errors ?? {} }, () => token.value(), formResult?.values),
  );
  const banner =
    formResult?.outcome === 'failed' ? { title: t.banner.failed.title, text: t.banner.failed.text(business.phone.display) }
    : formResult?.outcome === 'limited' ? { title: t.banner.limited.title, text: t.banner.limited.text(business.phone.display) }
    : formResult?.outcome === 'invalid' ?
      {
        title: t.banner.invalid.title,
        text: `${t.banner.invalid.text}${formResult.photosChosen ? t.banner.invalid.photosAgain : ''}`,
      }
    : undefined;
  const [announcement, setAnnouncement] = useState('');
  // Without JavaScript the browser validates (required, type=email); once
  // hydrated, this handler does, so the 'Missing Required Fields' toast can show.
  const hydrated = useHydrated();
  // Typed before the script ran, a field shows its text but this state does
  // not have it (React leaves what a visitor typed in place): taken in once.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !formRef.current) return;
    adopted.current = true;
    const typed = pickFields(Object.fromEntries(new FormData(formRef.current)) as Record<string, string>);
    if (LEAD_FIELD_NAMES.every((name) => typed[name] === fields[name])) return;
    setFields(typed);
    bridge.set({ service: typed.service });
  }, [bridge, fields]);

  // A plain async send rather than React Query's useMutation: the form is the
  // site's only write, and useMutation's code would ride along on every page.
  const [sending, setSending] = useState(false);
  // While a send waits for photos still uploading: how many of how many are done.
  const [waiting, setWaiting] = useState<{ done: number; total: number }>();
  const send = async (request: Record<string, unknown>, estimate: OtherFields) => {
    setSending(true);
    try {
      const photos = await settlePhotos(bridge, formRef.current, (done, total) => setWaiting(done < total ? { done, total } : undefined));
      setWaiting(undefined);
      const ids = photos.sent.map((photo) => photo.id!);
      const body = { ...request, ...estimate, ...(photos.field && ids.length > 0 && { [photos.field]: ids }) };
      // The same request sent again keeps its key; anything changed makes it another request.
      const sameAsBefore = attempt.current?.body === JSON.stringify(body);
      const key = sameAsBefore && attempt.current ? attempt.current.key : newKey();
      attempt.current = { key, body: JSON.stringify(body) };
      const res = await apiRequest(
        'POST',
        '/api/contacts',
        { ...body, [FORM_TOKEN_FIELD]: await token.value() },
        { [IDEMPOTENCY_HEADER]: key },
        { timeoutMs: SEND_WAIT_MS },
      );
      // Stored: an answer that cannot be read changes nothing of that.
      const answer = (await res.json().catch(() => ({}))) as ContactAnswer;
      attempt.current = undefined;
      token.renew();
      const sent = fields;
      setFields(EMPTY);
      setErrors({});
      toast({ title: t.toasts.sent.title, description: t.toasts.sent.text });
      setAnnouncement(t.announce.sent);
      const notKept = answer.photos?.notKept ?? [];
      onSent?.({
        ...(answer.id && { id: answer.id }),
        slot: answer.slot,
        fields: sent,
        estimate,
        photos: photos.sent.filter((photo) => !notKept.some((item) => item.photo === photo.id)),
        photosNotKept: [
          ...photos.notSent,
          ...photos.sent.flatMap((photo) =>
            notKept
              .filter((item) => item.photo === photo.id)
              .map(({ code, megapixels }) => ({ ...photo, problem: { code, ...(megapixels !== undefined && { megapixels }) } })),
          ),
        ],
      });
    } catch (error) {
      const serverErrors = parseFieldErrors((error as Error).message);
      const inError = serverErrors && firstFieldInError(formRef.current, serverErrors);
      if (serverErrors && inError) {
        // The request reached the server, which named what to correct: said at the field, not as a failure to send.
        setErrors(serverProblems(serverErrors));
        bridge.set({ errors: serverErrors });
        setAnnouncement(t.announce.correctField);
        focusField(inError);
        return;
      }
      toast({ title: t.toasts.failed.title, description: t.toasts.failed.text(business.phone.display), variant: 'destructive' });
      setAnnouncement(t.announce.failed(business.phone.display));
    } finally {
      setSending(false);
      setWaiting(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = REQUIRED_LEAD_FIELDS.filter((field) => !fields[field].trim());
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, { code: 'required' as const }])));
      toast({ title: t.toasts.missing.title, description: t.toasts.missing.text, variant: 'destructive' });
      setAnnouncement(t.toasts.missing.text);
      focusField(formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`));
      return;
    }
    const invalid = [...(formRef.current?.elements ?? [])].filter(
      (el): el is HTMLInputElement => el instanceof HTMLInputElement && !el.validity.valid,
    );
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((el) => [el.name, browserProblem(el)])));
      setAnnouncement(t.announce.correctFields);
      focusField(invalid[0]);
      return;
    }
    setErrors({});
    bridge.set({ errors: {} });
    setAnnouncement('');
    // The estimate's fields are read from the form as the browser would post them: they work before their script runs.
    const data = new FormData(formRef.current ?? undefined);
    const honeypot = data.get(HONEYPOT_FIELD);
    void send(
      {
        ...fields,
        [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
        source: visitSource(pathname),
        ...(language === 'es' && { [LANGUAGE_FIELD]: language }),
      },
      otherFields(data),
    );
  };

  const field = (name: LeadField) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => {
      if (name === 'service') bridge.set({ service: e.target.value });
      setFields((f) => ({ ...f, [name]: e.target.value }));
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: LeadField) => {
    const problem = errors[name];
    return problem ?
        <p id={`${id}-${name}-error`} className="field-error">
          {t.fieldError(problem, name)}
        </p>
      : null;
  };

  return (
    <form
      ref={formRef}
      className={className}
      method="post"
      // Without JavaScript it posts to the contact page it is part of (in its language), which answers the form.
      action={pathname}
      encType="multipart/form-data"
      target={target}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={loadEstimateFields}
      onPointerDown={loadEstimateFields}
    >
      {banner && (
        <div className="form-banner form-banner-error">
          <p className="form-banner-title">{banner.title}</p>
          <p>{banner.text}</p>
        </div>
      )}
      <h2>{t.title}</h2>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={serverToken ?? ''} />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={pathname} />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={`${id}-name`}>
            {`${t.fields.name} `}
            <span aria-hidden="true">*</span>
          </label>
          <input {...field('name')} type="text" autoComplete="name" required maxLength={LIMITS.name} />
          {error('name')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>
            {`${t.fields.email} `}
            <span aria-hidden="true">*</span>
          </label>
          <input {...field('email')} type="email" autoComplete="email" required maxLength={LIMITS.email} />
          {error('email')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-phone`}>
            {`${t.fields.phone} `}
            <span aria-hidden="true">*</span>
          </label>
          <input {...field('phone')} type="tel" autoComplete="tel" required maxLength={LIMITS.phone} />
          {error('phone')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-service`}>{t.fields.service}</label>
          <select {...field('service')}>
            <option value="">{t.fields.servicePlaceholder}</option>
            {business.navigation.contactForm.map((option) => (
              <option key={option.value} value={option.value} data-work={option.work}>
                {option.label}
              </option>
            ))}
          </select>
          {error('service')}
        </div>
        <div className="form-field form-field-wide">
          <label htmlFor={`${id}-location`}>{t.fields.location}</label>
          <input
            {...field('location')}
            type="text"
            autoComplete="address-level2"
            placeholder={t.fields.locationPlaceholder}
            maxLength={LIMITS.location}
          />
          {error('location')}
        </div>
        <div className="form-field form-field-wide">
          <label htmlFor={`${id}-message`}>{t.fields.message}</label>
          <textarea {...field('message')} rows={5} maxLength={LIMITS.message} placeholder={t.fields.messagePlaceholder} />
          {error('message')}
        </div>
      </div>
      <EstimateFields bridge={bridge} />
      <div className="text-me">
        <input
          id={`${id}-${TEXT_ME_FIELD}`}
          type="checkbox"
          name={TEXT_ME_FIELD}
          value="yes"
          defaultChecked={formResult?.values?.[TEXT_ME_FIELD] === 'yes'}
          aria-describedby={`${id}-${TEXT_ME_FIELD}-consent`}
        />
        <label htmlFor={`${id}-${TEXT_ME_FIELD}`}>{t.textMe.label}</label>
        <p id={`${id}-${TEXT_ME_FIELD}-consent`} className="text-me-consent">
          {t.textMe.consent(business.name)}
        </p>
      </div>
      <div className="form-send">
        <button type="submit" className="button button-primary button-large" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
        <p className="form-waiting" role="status">
          {waiting && t.waitingForPhotos(waiting.done, waiting.total)}
        </p>
      </div>
      <p className="form-note">{t.note}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {/* Last: a field that only Spanish pages have must not move the others (their ids follow their places). */}
      {language === 'es' && <input type="hidden" name={LANGUAGE_FIELD} value={language} />}
    </form>
  );
}

/**
 * The form's token: the server's (a page rendered for one visitor), or one
 * asked for when the form appears in the browser. `value()` waits for it (or
 * asks again); `renew()` asks for the next one after a request was sent, since
 * a token is accepted once.
 */
function useFormToken(serverToken: string | undefined) {
  const pending = useRef<Promise<string> | undefined>(undefined);
  const request = () => (pending.current = fetchFormToken());
  useEffect(() => {
    if (!serverToken) void request();
  }, [serverToken]);
  return {
    async value(): Promise<string> {
      if (serverToken && !pending.current) return serverToken;
      // A token that could not be fetched earlier (offline for a moment) is asked for again.
      return (await pending.current) || (await request());
    },
    renew: () => void request(),
  };
}

/**
 * A new token, or '' when none came: each try waits at most TOKEN_WAIT_MS,
 * and a second try follows at once, so the token is still issued well before
 * the visitor sends (one issued just before is taken for a bot's).
 */
async function fetchFormToken(): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const token = await fetch('/api/form-token', { credentials: 'include', signal: abortAfter(TOKEN_WAIT_MS) })
      .then((res) => (res.ok ? (res.json() as Promise<{ token: string }>) : { token: '' }))
      .then(
        ({ token }) => token,
        () => '',
      );
    if (token) return token;
  }
  return '';
}

/** Focuses a field in error and brings it to the middle of the screen, clear of the toast (top on phones, bottom-right on wide screens). */
function focusField(field: HTMLElement | null | undefined) {
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'center' });
}

function pickFields(values: Record<string, string | string[]> | undefined): Fields {
  const fields = { ...EMPTY };
  for (const name of LEAD_FIELD_NAMES) {
    const value = values?.[name];
    fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}

/** The fields of the form that are not the spec's nor its mechanics (token, honeypot, page), as it would post them, empty ones left out. */
function otherFields(data: FormData): OtherFields {
  const other: OtherFields = {};
  for (const [name, value] of data) {
    if (
      typeof value !== 'string' ||
      !value.trim() ||
      name in EMPTY ||
      [FORM_TOKEN_FIELD, HONEYPOT_FIELD, SOURCE_PAGE_FIELD, LANGUAGE_FIELD].includes(name)
    )
      continue;
    const before = other[name];
    other[name] = before === undefined ? value : [before, value].flat();
  }
  return other;
}

/**
 * The photos to name in the request, once every upload under way has
 * finished: none were chosen, or the picker's uploads settled. Photos chosen
 * before the estimate's fields started are waited for too (they start with
 * them), up to PHOTOS_START_WAIT_MS.
 */
async function settlePhotos(
  bridge: EstimateBridge,
  form: HTMLFormElement | null,
  onProgress: (done: number, total: number) => void,
): Promise<{ sent: ChosenPhoto[]; notSent: ChosenPhoto[]; field?: string }> {
  const chosenEarly = Boolean(form?.querySelector<HTMLInputElement>('input[type="file"]')?.files?.length);
  const uploads =
    bridge.photos ??
    (chosenEarly ?
      await Promise.race([bridge.ready, new Promise<undefined>((resolve) => setTimeout(resolve, PHOTOS_START_WAIT_MS))])
    : undefined);
  return uploads ? { ...(await (uploads satisfies PhotoUploads).settle(onProgress)), field: uploads.field } : { sent: [], notSent: [] };
}

/** The first field of the form (in its order) that the server named, if the form has it. */
function firstFieldInError(form: HTMLFormElement | null, errors: Record<string, string>): HTMLElement | undefined {
  return [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.type !== 'hidden' &&
      element.name in errors,
  );
}

/** The visit's source (client/visit-source.ts) and the page the form is sent from. */
function visitSource(page: string): LeadSource {
  return { ...readVisit(), page };
}

/** A random idempotency key. */
const newKey = () => randomHex(16);

/** The server's field errors: a code each. */
const serverProblems = (errors: Record<string, FieldCode> = {}): Partial<Record<string, FieldProblem>> =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, { code }]));

/** A field the browser finds invalid: what it broke, and the browser's own words (shown for what the codes do not name). */
function browserProblem(field: HTMLInputElement): FieldProblem {
  const { validity, validationMessage: said } = field;
  if (validity.valueMissing) return { code: 'required', said };
  if (validity.typeMismatch) return { code: 'not-an-email', said };
  if (validity.tooLong) return { code: 'too-long', said };
  return { code: 'other', said };
}

/** A 400 from the API is problem details whose `errors` names each field's code, after the status (the client's error format: "400: {...}"). */
function parseFieldErrors(message: string): Record<string, FieldCode> | undefined {
  const match = /^400: (.*)$/s.exec(message);
  if (!match) return undefined;
  try {
    const codes = fieldCodesOf((JSON.parse(match[1]!) as { errors?: unknown }).errors);
    return Object.keys(codes).length > 0 ? codes : undefined;
  } catch {
    return undefined;
  }
}
