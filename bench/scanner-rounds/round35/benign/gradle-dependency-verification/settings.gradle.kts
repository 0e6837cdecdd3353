dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        exclusiveContent {
            forRepository {
                maven { url = uri("https://maven.internal.example.com/releases") }
            }
            filter { includeGroupByRegex("com\\.example\\..*") }
        }
        mavenCentral()
    }
}
rootProject.name = "service"
