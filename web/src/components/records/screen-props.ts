/** What the section route hands every module's list and detail screens. */
export interface ListScreenProps {
  schoolId: string;
  /** /app/admin/terms … ; a record's page is basePath/id. */
  basePath: string;
}
export interface DetailScreenProps extends ListScreenProps {
  id: string;
}
