/** Rows per page of every records table (issue 12: server paging, 20 a page). */
export const PAGE_SIZE = 20;
