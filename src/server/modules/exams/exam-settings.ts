import { findSettingDefinition } from '../../../shared/settings';
import type { Db } from '../../db/client';
import { intSetting, readSettingValues } from '../settings';

/** The setting ids of section 9 that shape an attempt. */
const SettingId = {
  ExamTimeLimit: 5,
  NumberQuestion: 6,
  PercentNeedToPass: 7,
  A2ExamTimeLimit: 14,
  A2ExamSessionTimeout: 15,
  A2NumberQuestion: 16,
  A2PercentNeedToPass: 17,
  AgeLimit: 19,
  EnableA2: 24,
} as const;

export interface TypeRules {
  timeLimitMinutes: number;
  numberOfQuestions: number;
  percentNeedToPass: number;
}

export interface ExamSettings {
  rulesOf(certificateType: number): TypeRules;
  ageLimit: number;
  enableA2: boolean;
  /** How long a proven session PIN admits the candidate to start. */
  a2PinValidMinutes: number;
}

/** All exam settings in one read; a value that cannot be read falls back to its default. */
export async function loadExamSettings(db: Db): Promise<ExamSettings> {
  const raw = await readSettingValues(db, Object.values(SettingId));
  const valueOf = (id: number) => raw.get(id) ?? findSettingDefinition(id)!.defaultValue;
  const int = (id: number, min: number) => intSetting(id, raw.get(id), min);
  const a1a3: TypeRules = {
    timeLimitMinutes: int(SettingId.ExamTimeLimit, 1),
    numberOfQuestions: int(SettingId.NumberQuestion, 1),
    percentNeedToPass: int(SettingId.PercentNeedToPass, 1),
  };
  const a2: TypeRules = {
    timeLimitMinutes: int(SettingId.A2ExamTimeLimit, 1),
    numberOfQuestions: int(SettingId.A2NumberQuestion, 1),
    percentNeedToPass: int(SettingId.A2PercentNeedToPass, 1),
  };
  return {
    rulesOf: (certificateType) => (certificateType === 2 ? a2 : a1a3),
    ageLimit: int(SettingId.AgeLimit, 0),
    enableA2: valueOf(SettingId.EnableA2).trim().toLowerCase() === 'true',
    a2PinValidMinutes: int(SettingId.A2ExamSessionTimeout, 1),
  };
}
