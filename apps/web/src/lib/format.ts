import dayjs from 'dayjs';

/** Dates as the spec writes them (§9): DD/MM/YYYY, and DD/MM/YYYY HH:mm with a time. */
export const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
export const formatDateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
