import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type CalculatorInputs, type CalculatorType, plainInput } from '@shared/calculators';
import { type EstimateResult, formatNok } from '@shared/pricing/format';
import { savedEstimateLabel } from '@shared/labels';
import { estimateDisclaimer, totalLabel, vatSuffix } from '@shared/pricing/labels';
import { saveHandoff } from '../../lib/estimate-handoff';
import { inspectionProjectTypeFor } from './helpers';
import { SaveEstimateButton } from './SaveEstimateButton';
import classes from './PriceCalculator.module.css';

export type ShownEstimate<T extends CalculatorType = CalculatorType> = {
  type: T;
  input: CalculatorInputs[T];
  result: EstimateResult<T>;
};

type Props = { shown: ShownEstimate; headingOrder: 2 | 3 };

/** The breakdown, the total and the way on to an inspection request. */
export function EstimatePanel({ shown, headingOrder }: Props) {
  const navigate = useNavigate();
  const { type, input, result } = shown;

  const orderInspection = () => {
    saveHandoff({
      projectType: inspectionProjectTypeFor[type],
      // Only the choices travel on; the server prices them again when the request is sent.
      estimate: { type, input: plainInput(input), shownTotal: result.total },
    });
    void navigate({ href: '/contact?tab=inspection' });
  };

  return (
    <Stack gap="md">
      <Title order={headingOrder} fz="h3">
        Ditt prisestimat
      </Title>
      <ul className={classes.lines} aria-label={savedEstimateLabel}>
        {result.lines.map((line, i) => (
          <li key={i} className={classes.line}>
            <span className={classes.lineLabel}>
              {line.label}
              {line.note && line.note !== 'Inkludert' ? <span className={classes.lineNote}>{line.note}</span> : null}
            </span>
            <span className={classes.lineAmount}>
              {line.note === 'Inkludert' ? (
                'Inkludert'
              ) : (
                <>
                  {`${formatNok(line.amount)} kr`}
                  <span className={classes.lineVat}>{` ${vatSuffix}`}</span>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Divider color="oak.2" />
      <div>
        <Text className={classes.total} data-testid="estimate-total">
          {`${totalLabel}: `}
          <span className={classes.nowrap}>{`${formatNok(result.total)} NOK`}</span>
        </Text>
        <Text size="sm" className={classes.muted} data-testid="estimate-vat">
          {vatSuffix}
        </Text>
      </div>
      <Text size="sm">{estimateDisclaimer}</Text>
      <Button size="md" onClick={orderInspection} fullWidth className={classes.wrapButton}>
        Bestill befaring med dette estimatet
      </Button>
      <SaveEstimateButton shown={shown} />
    </Stack>
  );
}
