import { describe, expect, it } from 'vitest';
import { subjectProblems } from '../../scripts/commit-subjects';

describe('commit subjects', () => {
  it('accepts a short subject in the imperative, and git’s merges', () => {
    expect(subjectProblems('Ask before leaving a page whose form holds unsaved changes')).toEqual([]);
    expect(subjectProblems('Focus the hand-in dialog’s question')).toEqual([]);
    expect(subjectProblems('Address the summary’s links to controls')).toEqual([]);
    expect(subjectProblems('Seed a register of a chosen size')).toEqual([]);
    expect(subjectProblems("Merge branch 'wt-mailings'")).toEqual([]);
  });

  it('refuses one too long, past tense, third person, a gerund, lower case or a closing period', () => {
    expect(subjectProblems(`Add ${'x'.repeat(70)}`)).toEqual(['longer than 72 characters (74)']);
    expect(subjectProblems('Added the drafts')).toEqual(['"Added" is not the imperative']);
    expect(subjectProblems('Adds the drafts')).toEqual(['"Adds" is not the imperative']);
    expect(subjectProblems('Adding the drafts')).toEqual(['"Adding" is not the imperative']);
    expect(subjectProblems('add the drafts')).toEqual(['does not start with a capital letter']);
    expect(subjectProblems('Add the drafts.')).toEqual(['ends with a period']);
  });
});
