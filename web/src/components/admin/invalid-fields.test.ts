import { describe, expect, it } from 'vitest';
import { invalidFieldsMessage } from './invalid-fields';

describe('invalidFieldsMessage', () => {
  it('names the fields as a Norwegian list', () => {
    expect(invalidFieldsMessage(['Organisasjonsnummer'])).toBe('Rett opp Organisasjonsnummer, og lagre på nytt.');
    expect(invalidFieldsMessage(['Telefon', 'E-post'])).toBe('Rett opp Telefon og E-post, og lagre på nytt.');
    expect(invalidFieldsMessage(['Navn', 'Telefon', 'E-post'])).toBe('Rett opp Navn, Telefon og E-post, og lagre på nytt.');
  });
  it('still says what to do when no field could be named', () => {
    expect(invalidFieldsMessage([])).toBe('Rett opp feltene som er merket, og lagre på nytt.');
  });
});
