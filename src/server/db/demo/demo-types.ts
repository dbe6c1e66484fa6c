/** The shape of the demo content the seed writes: plain text, turned into rich text on insert. */
export interface DemoOption {
  is: string;
  en: string;
  correct?: boolean;
}

export interface DemoQuestion {
  is: string;
  en: string;
  options: DemoOption[];
}

export interface DemoCategory {
  title: string;
  titleEnglish: string;
  minimumRequiredQuestions: number;
  questions: DemoQuestion[];
}

export interface DemoExamination {
  certificateType: 1 | 2;
  name: string;
  description: string;
  categories: DemoCategory[];
}

export interface DemoPage {
  nameIcelandic: string;
  nameEnglish: string;
  /** Rich text (HTML of p, h2, h3, ul, ol, li, strong, em, a). */
  contentIcelandic: string;
  contentEnglish: string;
}

export interface DemoCourse {
  courseType: 1 | 2;
  name: string;
  description: string;
  pages: DemoPage[];
}
