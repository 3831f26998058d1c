import { CallToAction, ClockIcon, PageHero, SectionHeader, useMessages, useRouteHead } from '../../components/ui';
import processMessages from '../../../shared/messages/en/process';

export default function ProcessPage() {
  const { breadcrumb } = useRouteHead();
  const t = useMessages('process', processMessages);
  return (
    <>
      <PageHero breadcrumb={breadcrumb} eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <section className="section">
        <div className="container">
          <ol className="timeline">
            {t.steps.map((step, index) => (
              <li key={step.title} className="timeline-step">
                <span className="step-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h2>{step.title}</h2>
                  <p className="duration">
                    <ClockIcon width={16} height={16} />{' '}
                    <span>
                      {t.duration}
                      {step.duration}
                    </span>
                  </p>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section-tinted">
        <div className="container narrow">
          <SectionHeader eyebrow={t.quality.eyebrow} title={t.quality.title} />
          <ul className="check-list check-list-large">
            {t.quality.checks.map((check) => (
              <li key={check}>
                <span className="check-icon" aria-hidden="true" />
                <span>{check}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
