/** The shape of the demo courses the seed writes (the demo question bank is files: question-bank.ts). */
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
  nameEnglish: string;
  description: string;
  descriptionEnglish: string;
  pages: DemoPage[];
}
