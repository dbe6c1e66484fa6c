import type { TitleResolvers } from '../lib/breadcrumbs';

/**
 * Titles of routes that take an id parameter, resolved from their parameters. The examination
 * category route takes the category's own title; the exams feature adds that resolver when it is
 * built (for example from its query cache: `(params) => cachedCategory(params.id)?.title`).
 */
export const breadcrumbTitleResolvers: TitleResolvers = {};
