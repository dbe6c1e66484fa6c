import type { TFunction } from 'i18next';
import type { QuestionValues } from '../question-form';
import { imagesFieldId } from './question-images-editor';
import { optionFieldId, optionsFieldId } from './question-options-editor';

/** The id of a description's editor, where a summary's link about it moves the focus. */
export const descriptionFieldId = (lang: 'is' | 'en') => `question-description-${lang}`;

/**
 * Where an error about a member of the question's call belongs on the editor, and the field's name
 * as the summary says it: an option's text by the option's key (the options may have moved since
 * the server answered), the rest by the section that holds them.
 */
export function fieldOfMember(member: string, values: QuestionValues, t: TFunction): { target: string; label: string } {
  const option = /^questionOptions\.(\d+)\.(descriptionIcelandic|descriptionEnglish)$/.exec(member);
  if (option) {
    const index = Number(option[1]);
    const lang = option[2] === 'descriptionIcelandic' ? 'is' : 'en';
    const key = values.options[index]?.key;
    return {
      target: key !== undefined ? optionFieldId(key, lang) : optionsFieldId,
      label: t('questions:editor.optionField', {
        n: index + 1,
        language: lang === 'is' ? t('questions:editor.inIcelandic') : t('questions:editor.inEnglish'),
      }),
    };
  }
  if (member === 'descriptionIcelandic') return { target: descriptionFieldId('is'), label: t('questions:editor.descriptionIcelandic') };
  if (member === 'descriptionEnglish') return { target: descriptionFieldId('en'), label: t('questions:editor.descriptionEnglish') };
  if (member.startsWith('questionImages')) return { target: imagesFieldId, label: t('questions:editor.images') };
  if (member.startsWith('questionOptions')) return { target: optionsFieldId, label: t('questions:editor.options') };
  return { target: descriptionFieldId('is'), label: t('questions:editor.text') };
}
