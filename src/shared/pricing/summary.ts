import type { CalculatorInputs, CalculatorType, EstimateRequest } from '../schemas/calculator';
import { formatNok, formatQuantity, type EstimateResult } from './format';
import {
  doorTypeLabels,
  estimateDisclaimer,
  fasteningLabels,
  foundationLabels,
  interiorDoorTypeLabels,
  tileStandardLabels,
  totalLabel,
  vatSuffix,
} from './labels';
import { calculatorMeta } from './meta';
import { terraceMaterialName } from './terrace';

const yesNo = (on: boolean): string => (on ? 'Ja' : 'Nei');
const amount = (value: number | undefined, unit: string): string =>
  value === undefined ? 'ikke oppgitt' : `${formatQuantity(value)} ${unit}`;
const count = (value: number | undefined): string => formatQuantity(value ?? 0);

/** 'Label: value' rows describing the chosen inputs. */
function inputRows(request: EstimateRequest): string[] {
  switch (request.type) {
    case 'terrace': {
      const i = request.input;
      const stairs = [
        i.stairSteps === undefined ? 'antall trinn ikke oppgitt' : `${formatQuantity(i.stairSteps)} trinn`,
        ...(i.stairWidth === undefined ? [] : [`${formatQuantity(i.stairWidth)} m bred`]),
      ];
      return [
        `Areal: ${amount(i.area, 'm²')}`,
        `Materiale: ${terraceMaterialName(i)}`,
        `Innfesting: ${fasteningLabels[i.fastening]}`,
        `Fundament: ${foundationLabels[i.foundation]}`,
        `Riving av gammel terrasse: ${yesNo(i.demolish)}`,
        `Trapp: ${i.stairs ? `Ja, ${stairs.join(', ')}` : 'Nei'}`,
        `Rekkverk: ${i.fence ? `Ja, ${amount(i.fenceLength, 'm')}` : 'Nei'}`,
      ];
    }
    case 'trim': {
      const i = request.input;
      return [
        `Total lengde: ${amount(i.length, 'm')}`,
        `Antall hjørner: ${count(i.corners)}`,
        `Fjerning av gamle lister: ${yesNo(i.removeOld)}`,
        `Maling av lister: ${yesNo(i.painting)}`,
      ];
    }
    case 'kitchen': {
      const i = request.input;
      const cutouts = `utsparinger for vask: ${count(i.sinkCutouts)}, for platetopp: ${count(i.hobCutouts)}`;
      return [
        `Underskap: ${count(i.baseCabinets)}`,
        `Overskap: ${count(i.wallCabinets)}`,
        `Skuffer: ${count(i.drawers)}`,
        `Montering av benkeplate: ${i.countertop ? `Ja (${cutouts})` : 'Nei'}`,
        `Hvitevarer som skal monteres: ${count(i.appliances)}`,
        `Riving av gammelt kjøkken: ${yesNo(i.removeOld)}`,
      ];
    }
    case 'door': {
      const i = request.input;
      const kind = i.doorType === 'INTERIOR' ? interiorDoorTypeLabels[i.interiorType] : doorTypeLabels.EXTERIOR;
      return [`Dørtype: ${kind}`, `Antall dører: ${count(i.count)}`, `Ny karm: ${yesNo(i.newFrame)}`];
    }
    case 'bathroom': {
      const i = request.input;
      const fixtures = [
        ...(i.toilet ? ['toalett'] : []),
        ...(i.sink ? ['servant'] : []),
        ...(i.shower ? ['dusj'] : []),
        ...(i.bathtub ? ['badekar'] : []),
      ];
      return [
        `Areal: ${amount(i.area, 'm²')}`,
        `Fliser: ${tileStandardLabels[i.tile]}`,
        `Sanitærutstyr: ${fixtures.length > 0 ? fixtures.join(', ') : 'ingen'}`,
        `Varmekabler i gulvet: ${yesNo(i.heatedFloor)}`,
        `Ventilasjon: ${yesNo(i.ventilation)}`,
      ];
    }
    default:
      return [];
  }
}

/**
 * A readable Norwegian summary of the chosen inputs and the estimate, used to prefill the
 * description of an inspection request.
 */
export function summarizeEstimate<T extends CalculatorType>(
  type: T,
  input: CalculatorInputs[T],
  result: EstimateResult,
): string {
  const rows = result.lines.map((l) => `- ${l.label}: ${l.note === 'Inkludert' ? 'Inkludert' : `${formatNok(l.amount)} NOK`}`);
  return [
    `Priskalkulator: ${calculatorMeta[type].label}`,
    ...inputRows({ type, input } as EstimateRequest),
    '',
    'Prisoverslag:',
    ...rows,
    '',
    `${totalLabel}: ${formatNok(result.total)} NOK ${vatSuffix}`,
    estimateDisclaimer,
  ].join('\n');
}
