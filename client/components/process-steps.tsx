import processSteps from '../../shared/messages/en/process-steps';
import { useMessages } from '../messages';
import { SectionHeader } from './section-header';

/** A numbered row of project steps (services list and service detail pages). */
export function ProcessSteps({ steps, title }: { steps: { title: string; text: string }[]; title: string }) {
  const t = useMessages('processSteps', processSteps);
  return (
    <section className="section section-tinted">
      <div className="container">
        <SectionHeader eyebrow={t.processEyebrow} title={title} />
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
