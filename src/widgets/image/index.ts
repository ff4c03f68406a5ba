export { ImageUploader, PROGRESS_RESET_MS, REJECTION_VISIBLE_MS, type ImageUpload, type ImageUploaderProps } from './image-uploader';
export { blobContentType, blobName } from './blob-naming';
export { BlobUploadError, blobUpload, type BlobUploadOptions } from './blob-upload';
export { DEFAULT_MAX_IMAGE_BYTES, IMAGE_EXTENSIONS, checkImageFile, tooLargeMessage, type ImageCheck } from './image-file';
export { uploadReducer, initialUploadState, UPLOAD_FAILED_MESSAGE, type UploadEvent, type UploadState } from './upload-state';
