import { describe, expect, it } from 'vitest';
import { normalisePlaceText, searchKeyOf, searchKeysOfName } from './place-text.js';

describe('place text', () => {
  it('lower-cases, drops diacritics and turns punctuation into single spaces', () => {
    expect(normalisePlaceText('  São Tomé ')).toBe('sao tome');
    expect(normalisePlaceText('Tāndūr')).toBe('tandur');
    expect(normalisePlaceText('Sant Julià de Lòria')).toBe('sant julia de loria');
    expect(normalisePlaceText('Pimpri-Chinchwad,  Pune')).toBe('pimpri chinchwad pune');
    expect(normalisePlaceText('İstanbul')).toBe('istanbul');
  });

  it('spells out letters Unicode does not decompose', () => {
    expect(normalisePlaceText('Łódź')).toBe('lodz');
    expect(normalisePlaceText('Tromsø')).toBe('tromso');
    expect(normalisePlaceText('Großenhain')).toBe('grossenhain');
  });

  it('removes apostrophes instead of splitting the word', () => {
    expect(normalisePlaceText("O'Fallon")).toBe('ofallon');
    expect(normalisePlaceText('Dawson’s Creek')).toBe('dawsons creek');
  });

  it('keeps Devanagari vowel signs and drops only the nukta and zero-width joiners', () => {
    expect(normalisePlaceText('वाराणसी')).toBe('वाराणसी');
    expect(normalisePlaceText('मुंबई')).toBe('मुंबई');
    expect(normalisePlaceText('ग़ाज़ियाबाद')).toBe(normalisePlaceText('गाजियाबाद'));
    expect(normalisePlaceText('क्\u200dष')).toBe('क्ष');
  });

  it('compares keys without spaces, so "newdelhi" and "New Delhi" meet', () => {
    expect(searchKeyOf('New  Delhi')).toBe('newdelhi');
    expect(searchKeyOf('newdelhi')).toBe('newdelhi');
    expect(searchKeyOf(' !? ')).toBe('');
  });

  it('finds a name by its whole and by each later word on', () => {
    expect(searchKeysOfName('New York City')).toEqual(['newyorkcity', 'yorkcity', 'city']);
    expect(searchKeysOfName('Vellore')).toEqual(['vellore']);
  });
});
