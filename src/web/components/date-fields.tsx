import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, DateTimePicker, TimePicker, type CalendarAriaLabels } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/is';
import 'dayjs/locale/en';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormats, datePlaceholders, timeFormat, timePlaceholders } from '../lib/dates';
import { useLanguage } from '../lib/use-language';

dayjs.extend(customParseFormat);

/**
 * Date and time fields in the reader's language, instead of the browser's own, which follow the
 * browser (mm/dd/yyyy and a 12-hour clock in English): DD.MM.YYYY in Icelandic, DD/MM/YYYY in
 * English, always a 24-hour clock, weeks from Monday. Times are Reykjavik's: the values are the
 * wall-clock strings of `lib/dates.ts`, which converts them to and from instants.
 */

interface FieldProps {
  /** The input's id, where an error summary leads. */
  id?: string;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  maw?: number;
}

function useCalendarTexts() {
  const { t } = useTranslation('common');
  const ariaLabels: CalendarAriaLabels = {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    previousYear: t('dates.previousYear'),
    nextYear: t('dates.nextYear'),
    previousDecade: t('dates.previousDecade'),
    nextDecade: t('dates.nextDecade'),
    monthLevelControl: t('dates.chooseMonth'),
    yearLevelControl: t('dates.chooseYear'),
  };
  return { ariaLabels, clearLabel: t('dates.clear'), hours: t('dates.hours'), minutes: t('dates.minutes'), done: t('dates.done') };
}

function Localized({ children }: { children: ReactNode }) {
  const language = useLanguage();
  // No weekend days: Mantine draws them red, below the contrast text needs, and Iceland's forms do not mark them.
  return <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, weekendDays: [] }}>{children}</DatesProvider>;
}

/** A calendar date, `YYYY-MM-DD` or '' (none); typed in the reader's format or picked. */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; minDate?: string; maxDate?: string }) {
  const language = useLanguage();
  const texts = useCalendarTexts();
  const format = dateFormats[language];
  return (
    <Localized>
      <DateInput
        {...field}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        valueFormat={format}
        dateParser={(typed) => {
          const parsed = dayjs(typed.trim(), format, true);
          return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
        }}
        placeholder={datePlaceholders[language]}
        minDate={minDate || undefined}
        maxDate={maxDate || undefined}
        clearable
        clearButtonProps={{ 'aria-label': texts.clearLabel }}
        ariaLabels={texts.ariaLabels}
        // The neighbouring months' days are drawn faint, below the contrast text needs.
        hideOutsideDates
      />
    </Localized>
  );
}

/** A moment as Reykjavik's wall clock, `YYYY-MM-DDTHH:mm` or '' (none). */
export function DateTimeField({ value, onChange, ...field }: FieldProps & { value: string; onChange: (value: string) => void }) {
  const language = useLanguage();
  const texts = useCalendarTexts();
  return (
    <Localized>
      <DateTimePicker
        {...field}
        value={value ? `${value.replace('T', ' ')}:00` : null}
        onChange={(next) => onChange(next ? next.slice(0, 16).replace(' ', 'T') : '')}
        valueFormat={`${dateFormats[language]} ${timeFormat}`}
        placeholder={`${datePlaceholders[language]} ${timePlaceholders[language]}`}
        clearable
        clearButtonProps={{ 'aria-label': texts.clearLabel }}
        ariaLabels={texts.ariaLabels}
        // The neighbouring months' days are drawn faint, below the contrast text needs.
        hideOutsideDates
        timePickerProps={{ format: '24h', hoursInputLabel: texts.hours, minutesInputLabel: texts.minutes }}
        submitButtonProps={{ 'aria-label': texts.done }}
      />
    </Localized>
  );
}

/** A time of day on a 24-hour clock, `HH:mm` or ''. */
export function TimeField({ value, onChange, ...field }: FieldProps & { value: string; onChange: (value: string) => void }) {
  const texts = useCalendarTexts();
  return (
    <TimePicker
      {...field}
      value={value}
      onChange={(next) => onChange(next ? next.slice(0, 5) : '')}
      format="24h"
      hoursInputLabel={texts.hours}
      minutesInputLabel={texts.minutes}
      clearable
      clearButtonProps={{ 'aria-label': texts.clearLabel }}
    />
  );
}
