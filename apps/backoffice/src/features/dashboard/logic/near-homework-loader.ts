import { classesDropdownQueryOptions, classHomeworksQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { chooseClassId } from './dashboard-search';
import { DEFAULT_NEAR_DAYS, type NearHomeworkSearch, type NearList } from './near-homework';

/** Loader of the near-homework routes: the classes, then the chosen class's list for the period and subject. */
export async function loadNearHomework(
  queryClient: QueryClient,
  list: NearList,
  search: NearHomeworkSearch,
): Promise<void> {
  const grades = await queryClient.ensureQueryData(classesDropdownQueryOptions());
  const classId = chooseClassId(grades, search.classId);
  if (classId !== null)
    await queryClient.ensureQueryData(
      classHomeworksQueryOptions({
        classId,
        near: list,
        days: search.days ?? DEFAULT_NEAR_DAYS,
        ...(search.subjectCode ? { subjectCode: search.subjectCode } : {}),
      }),
    );
}
