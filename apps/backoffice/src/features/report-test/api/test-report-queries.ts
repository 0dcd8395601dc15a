import {
  ApiError,
  apiClient,
  callQueryOptions,
  fillPath,
  getTestReportCall,
  getTestStudentPdfCall,
} from '@harbour/api-client';
import { fileNameOf } from '../logic/test-search';

// The test reports' calls (contract/calls/report-tests.ts) as their pages read them.

/** GET /v2/report/ehomeworks/{eHomeworkId}/testing: the test report (over one class when given). */
export const testReportQueryOptions = (eHomeworkId: number, classId?: number) =>
  callQueryOptions(getTestReportCall, {
    params: { eHomeworkId },
    query: classId === undefined ? {} : { classId },
  });

/** A student's test PDF as a file: its bytes and the name the server gives it. */
export interface DownloadedPdf {
  blob: Blob;
  fileName: string;
}

/**
 * GET …/students/{studentId}/ehomeworks/{eHomeworkId}/pdf: the file itself (not the JSON envelope), sent with
 * the session's token by the client's ky; a refusal's envelope becomes an ApiError with the server's message.
 */
export async function downloadTestStudentPdf(
  studentId: number,
  eHomeworkId: number,
  fallbackName: string,
): Promise<DownloadedPdf> {
  const response = await apiClient().ky.get(fillPath(getTestStudentPdfCall.path, { studentId, eHomeworkId }));
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('application/pdf')) {
    let message = '';
    try {
      message = ((await response.json()) as { errorMessage?: string }).errorMessage ?? '';
    } catch {
      // Not an envelope: the generic message below.
    }
    throw new ApiError(message, null, 'result', response.status);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** Saves a file as a download with its name (an anchor with `download`, then its object URL released). */
export function saveFile({ blob, fileName }: DownloadedPdf): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
