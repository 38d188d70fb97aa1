import { describe, expect, it } from 'vitest';
import { defaultPublicParameters } from '../pricing/catalogue';
import { readParams, type PricingParams } from '../pricing/params';
import { calculatorMeta } from './meta';
import { calculators, calculatorTypes, lazySchema, parseCalculatorInput, type CalculatorType } from './index';

/** A parameter reader that remembers every key the formula asks for. */
function recording(params: PricingParams, seen: Set<string>): PricingParams {
  return {
    lookup: (key) => (seen.add(key), params.lookup(key)),
    get: (key) => (seen.add(key), params.get(key)),
    first: (...keys) => {
      keys.forEach((k) => seen.add(k));
      return params.first(...keys);
    },
  };
}

describe.each(calculatorTypes)('calculator registry: %s', (type) => registryChecks(type));

/** Generic over the type, so each definition's input type is checked against its own formula. */
function registryChecks<T extends CalculatorType>(type: T): void {
  const calculator = calculators[type];
  const catalogueKeys = calculator.catalogue.map((e) => e.key);

  it('has every piece: page texts, schema, defaults, rules, formula, summary, labels, catalogue, examples', () => {
    expect(calculator.meta).toBe(calculatorMeta[type]);
    expect(calculator.meta.label.length).toBeGreaterThan(1);
    expect(calculator.schema.safeParse(calculator.defaults).success).toBe(true);
    expect(Object.keys(calculator.fieldLabels).sort()).toEqual(Object.keys(calculator.defaults).sort());
    expect(calculator.summaryRows(calculator.defaults).length).toBeGreaterThan(0);
    expect(calculator.catalogue.length).toBeGreaterThan(0);
    expect(new Set(catalogueKeys).size).toBe(catalogueKeys.length);
    for (const [field, labels] of Object.entries(calculator.optionLabels)) {
      expect(Object.keys(calculator.fieldLabels)).toContain(field);
      expect(Object.keys(labels).length).toBeGreaterThan(1);
    }
    for (const entry of calculator.catalogue) {
      expect(entry.label.length, entry.key).toBeGreaterThan(2);
      for (const key of entry.fallback?.keys ?? []) expect(catalogueKeys, `${entry.key} falls back to ${key}`).toContain(key);
    }
  });

  it('has valid examples that can be calculated', () => {
    for (const example of calculator.examples) {
      const parsed = parseCalculatorInput(type, example);
      expect(parsed.success).toBe(true);
      expect(calculator.canCalculate(example)).toBe(true);
    }
  });

  it('reads only keys of its catalogue, and every catalogue key is read by some example', () => {
    const seen = new Set<string>();
    // With no prices at all every fallback chain is followed to its end.
    for (const params of [readParams(defaultPublicParameters(type)), readParams([])]) {
      for (const example of calculator.examples) calculator.lines(example, recording(params, seen));
    }
    expect([...seen].filter((k) => !catalogueKeys.includes(k))).toEqual([]);
    expect(catalogueKeys.filter((k) => !seen.has(k))).toEqual([]);
  });

  it('prices every line of every example with the default catalogue', () => {
    const params = readParams(defaultPublicParameters(type));
    for (const example of calculator.examples) {
      for (const line of calculator.lines(example, params)) {
        // A foundation on the ground costs nothing by default and is shown as included.
        if (line.note === 'Inkludert') continue;
        expect(line.amount, line.label).toBeGreaterThan(0);
      }
    }
  });

  it('marks a price required exactly when some example line drops to 0 without it', () => {
    const all = defaultPublicParameters(type);
    const base = readParams(all);
    for (const entry of calculator.catalogue) {
      const without = readParams(all.filter((p) => p.parameterKey !== entry.key));
      const drops = calculator.examples.some((example) => {
        const before = calculator.lines(example, base);
        const after = calculator.lines(example, without);
        return before.some((line, i) => line.amount > 0 && after[i]?.amount === 0);
      });
      expect(drops, entry.key).toBe(entry.required);
    }
  });
}

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = lazySchema(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    expect(schema()).toBe(schema());
    expect(builds).toBe(1);
  });

  it('gives each calculator one schema instance', () => {
    for (const type of calculatorTypes) expect(calculators[type].schema).toBe(calculators[type].schema);
  });
});
