import { hasTrustFacts } from '@shared/company-view';
import type { CompanyPublic } from '@shared/schemas/company';
import { Section } from '../Page/Section';
import classes from './Trust.module.css';

type Trust = CompanyPublic['trust'];

const taxCertificateLabel = 'Skatteattest og MVA-attest';

/** /about: mesterbrev, sentral godkjenning, insurance and the tax certificate, each only when filled in. */
export function TrustSection({ trust }: { trust: Trust }) {
  if (!hasTrustFacts(trust)) return null;
  return (
    <Section id="godkjenninger" eyebrow="Trygghet for deg" title="Godkjenninger og forsikring" tone="sand">
      <dl className={classes.list} data-testid="trust-facts">
        {trust.masterCertificate ? (
          <div className={classes.item}>
            <dt>Mesterbrev</dt>
            <dd>
              {trust.masterCertificate.holder} har mesterbrev i {trust.masterCertificate.trade}.
            </dd>
          </div>
        ) : null}
        {trust.centralApproval ? (
          <div className={classes.item}>
            <dt>Sentral godkjenning</dt>
            <dd>{trust.centralApproval}</dd>
          </div>
        ) : null}
        {trust.insurance ? (
          <div className={classes.item}>
            <dt>Forsikring</dt>
            <dd>
              Forsikret i {trust.insurance.company}
              {trust.insurance.coverage ? `: ${trust.insurance.coverage}` : '.'}
            </dd>
          </div>
        ) : null}
        {trust.taxCertificateUrl ? (
          <div className={classes.item}>
            <dt>{taxCertificateLabel}</dt>
            <dd>
              <a href={trust.taxCertificateUrl} target="_blank" rel="noopener noreferrer">
                Se skatteattest og MVA-attest
              </a>{' '}
              (åpnes i ny fane)
            </dd>
          </div>
        ) : null}
      </dl>
    </Section>
  );
}

/** The footer's trust line: the same facts in a few words each; nothing when none is filled in. */
export function TrustLine({ trust }: { trust: Trust }) {
  if (!hasTrustFacts(trust)) return null;
  return (
    <ul className={classes.line} aria-label="Godkjenninger og forsikring" data-testid="trust-line">
      {trust.masterCertificate ? <li>Mesterbrev i {trust.masterCertificate.trade}</li> : null}
      {trust.centralApproval ? <li>Sentralt godkjent</li> : null}
      {trust.insurance ? <li>Forsikret i {trust.insurance.company}</li> : null}
      {trust.taxCertificateUrl ? (
        <li>
          <a href={trust.taxCertificateUrl} target="_blank" rel="noopener noreferrer">
            {taxCertificateLabel}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
