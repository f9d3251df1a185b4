import type { ServerModule } from "../module.js";
import { registerStudentRoutes } from "./students.routes.js";

export const studentsModule: ServerModule = {
  name: "students",
  routes: registerStudentRoutes,
};
