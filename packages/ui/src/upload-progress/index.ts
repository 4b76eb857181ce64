/**
 * `@atrium/ui/upload`: a file upload's progress bar and the state behind it. Not part of the
 * kit's main entry (shared whole, on /home's first load): the screens that upload bundle it.
 */
export { UploadProgress, type UploadProgressProps } from './upload-progress';
export { useUploadProgress, type UploadProgressState, type UploadBatch, type PartProgress } from './use-upload-progress';
