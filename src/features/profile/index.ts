export {
  getProfile,
  type ProfilePatchInput,
  profileFromUser,
  updateProfile,
} from "./data/profile-repo.ts";
export { useProfile } from "./hooks/use-profile.ts";
