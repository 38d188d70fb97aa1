import { Button, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { calculatorMeta } from '@shared/calculators/meta';
import { savedEstimateLabel } from '@shared/labels';
import { formatNok } from '@shared/pricing/format';
import { estimateDisclaimer, totalLabel, vatSuffix } from '@shared/pricing/labels';
import { inspectionProjectTypeFor } from '../Calculator/helpers';
import { saveHandoff } from '../../lib/estimate-handoff';
import { trpc } from '../../trpc';
import { ShareLinkButton } from './ShareLinkButton';
import classes from './Quote.module.css';
import { formatOsloDate } from '@shared/dates';

const time = (iso: string) => formatOsloDate(iso);

/** A saved estimate behind its link: as it was priced, with its PDF and the way on to a befaring. */
export function EstimatePage({ token }: { token: string }) {
  const navigate = useNavigate();
  const query = trpc.public.estimates.byToken.useQuery({ token }, { staleTime: Infinity, retry: false });
  const e = query.data;
  if (!e) return null;

  const orderInspection = () => {
    saveHandoff({ projectType: inspectionProjectTypeFor[e.type], estimate: { type: e.type, input: e.input, shownTotal: e.total, token } });
    void navigate({ href: '/contact?tab=inspection' });
  };

  return (
    <article className={classes.doc}>
      <p className={classes.label}>{savedEstimateLabel}</p>
      <h1>{calculatorMeta[e.type].label}</h1>
      <p className={classes.muted}>{`Beregnet ${time(e.computedAt)} med prisene som gjaldt da.`}</p>
      <ul className={classes.lines} aria-label="Prisestimat">
        {e.lines.map((l, i) => (
          <li key={i} className={classes.line}>
            <span className={classes.lineText}>
              {l.label}
              {l.note && l.note !== 'Inkludert' ? <span className={classes.lineDetail}>{l.note}</span> : null}
            </span>
            <span className={classes.amount}>{l.note === 'Inkludert' ? 'Inkludert' : `${formatNok(l.amount)} kr`}</span>
          </li>
        ))}
      </ul>
      <p className={classes.grand} style={{ marginTop: '0.75rem' }} data-testid="saved-estimate-total">
        {`${totalLabel}: ${formatNok(e.total)} kr`} <span className={classes.muted}>{vatSuffix}</span>
      </p>
      <div className={classes.box}>
        <p>{estimateDisclaimer}</p>
        <p style={{ margin: 0 }}>Estimatet er uforpliktende og ikke et prisoverslag etter håndverkertjenesteloven § 32.</p>
      </div>
      <Stack gap="sm" className={classes.noPrint}>
        <Button size="md" onClick={orderInspection}>
          Bestill befaring med dette estimatet
        </Button>
        <ShareLinkButton path={`/estimat/${token}`} title={`${savedEstimateLabel}: ${calculatorMeta[e.type].label}`} />
        <Button component="a" href={`/estimat/${token}.pdf`} size="md" variant="default" className={classes.buttonLink}>
          Last ned som PDF
        </Button>
      </Stack>
      <p className={classes.muted} style={{ marginTop: '1rem' }}>
        Lenken til denne siden er din egen: ta vare på den eller del den med dem du vil.
      </p>
    </article>
  );
}
