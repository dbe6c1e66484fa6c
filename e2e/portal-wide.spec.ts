/// <reference types="vite/client" />
import { describe } from 'vitest';

/**
 * The journeys that change what every other journey on their portal sees (`portal-wide/`: the
 * site's status, which every open page polls; the seeded A1/A3 course that the exam journeys read
 * to its end; date settings; the two-instance cluster, which starts two portals of its own). They
 * run one after another in this one file, on a portal of their own, so that Vitest runs them on
 * one worker beside the other journeys instead of alone after them. Each file's hooks stay within
 * its own block; a journey added to the folder runs here and nowhere else.
 */
const journeys = import.meta.glob('./portal-wide/*.spec.ts');

for (const [file, load] of Object.entries(journeys)) {
  describe(file.replace('./portal-wide/', ''), async () => void (await load()));
}
